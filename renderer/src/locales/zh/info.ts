import type { Dictionary } from '../types';

export const info: Dictionary['info'] = {
  weather: '天气',
  noWeather: '暂时无法获取天气信息',
  forecast: '天气预报',
  flights: '航班',
  noSchedule: '暂时无法获取航班时刻表',
  departures: '出发',
  arrivals: '到达',
  time: '时间',
  flight: '航班号',
  destination: '目的地',
  origin: '出发地',
  gate: '登机口',
  status: '状态',
};

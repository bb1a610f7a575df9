import type { Dictionary } from '../types';

export const info: Dictionary['info'] = {
  weather: '天气',
  noWeather: '天气信息暂时不可用',
  forecast: '预报',
  flights: '航班',
  noSchedule: '航班时刻表暂时不可用',
  departures: '出发',
  arrivals: '到达',
  time: '时间',
  flight: '航班号',
  destination: '目的地',
  origin: '出发地',
  gate: '登机口',
  status: '状态',
  flightStatus: {
    'on-time': '准点',
    boarding: '登机中',
    departed: '已起飞',
    delayed: '延误',
    cancelled: '已取消',
    landed: '已降落',
    expected: '预计',
  },
};

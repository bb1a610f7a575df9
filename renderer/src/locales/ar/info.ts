import type { Dictionary } from '../types';

export const info: Dictionary['info'] = {
  weather: 'الطقس',
  noWeather: 'الطقس غير متاح حاليًا',
  forecast: 'التوقعات',
  flights: 'الرحلات',
  noSchedule: 'جدول الرحلات غير متاح حاليًا',
  departures: 'المغادرة',
  arrivals: 'الوصول',
  time: 'الوقت',
  flight: 'الرحلة',
  destination: 'الوجهة',
  origin: 'من',
  gate: 'البوابة',
  status: 'الحالة',
  flightStatus: {
    'on-time': 'في الموعد',
    boarding: 'الصعود جارٍ',
    departed: 'أقلعت',
    delayed: 'متأخرة',
    cancelled: 'ملغاة',
    landed: 'هبطت',
    expected: 'متوقعة',
  },
};

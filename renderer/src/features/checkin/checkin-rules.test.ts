import { describe, expect, it } from 'vitest';
import { checkinProblems } from './checkin-rules';
import { checkinTarget } from './checkin-redirect';

const valid = { firstName: 'Anna', lastName: 'Smith', email: 'anna@example.com', phone: '+44 7700 900101', arrivalTime: '15:30' };

describe('online check-in', () => {
  it('accepts complete details, a phone with spaces and an HH:MM time', () => {
    expect(checkinProblems(valid)).toEqual({});
  });

  it('names what is missing or malformed', () => {
    expect(checkinProblems({ firstName: ' ', lastName: '', email: 'anna', phone: '0770', arrivalTime: '' })).toEqual({
      firstName: 'required', lastName: 'required', email: 'email', phone: 'phone', arrivalTime: 'required',
    });
    expect(checkinProblems({ ...valid, arrivalTime: '24:10' })).toEqual({ arrivalTime: 'time' });
  });

  it('follows a check-in address on this host inside the app, another one as a web page, and nothing else', () => {
    expect(checkinTarget('http://demo.localhost:8080/checkin/abc', 'http://demo.localhost:8080')).toEqual({ kind: 'route', to: '/checkin/abc' });
    expect(checkinTarget('https://checkin.example/stay/1?x=2', 'http://demo.localhost:8080')).toEqual({ kind: 'web', href: 'https://checkin.example/stay/1?x=2' });
    expect(checkinTarget('javascript:alert(1)', 'http://demo.localhost:8080')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { linkLogin, withoutLinkParams } from './auto-login';
import { formatGreeting } from './greeting';
import { firstPaymentMethod, resolveGuestType } from './guest-type';
import { LOGIN_FIELDS, toCredentials, validateLogin } from './login-fields';

describe('login validation', () => {
  it('asks each guest type for its fields', () => {
    expect(LOGIN_FIELDS.resident).toEqual(['room', 'lastName']);
    expect(LOGIN_FIELDS.pms).toEqual(LOGIN_FIELDS.resident);
    expect(LOGIN_FIELDS.pmsnum).toEqual(['room', 'booking']);
    expect(LOGIN_FIELDS['pmsnum-name']).toEqual(['booking', 'lastName']);
    expect(LOGIN_FIELDS.notResident).toEqual(['phone']);
    expect(LOGIN_FIELDS['email-pin']).toEqual(['email', 'pin']);
  });

  it.each([
    ['resident', {}, { room: 'required', lastName: 'required' }],
    ['resident', { room: '101', lastName: '  ' }, { lastName: 'required' }],
    ['pmsnum', { room: '101' }, { booking: 'required' }],
    ['pmsnum-name', { lastName: 'Smith' }, { booking: 'required' }],
    ['notResident', {}, { phone: 'required' }],
    ['notResident', { phone: '12-34' }, { phone: 'phone' }],
    ['notResident', { phone: '+44 7700 900999' }, {}],
    ['email-pin', { email: 'anna.example.com', pin: '1' }, { email: 'email' }],
    ['email-pin', { email: 'anna@example.com' }, { pin: 'required' }],
    ['email-pin', { email: 'anna@example.com', pin: '4321' }, {}],
  ] as const)('%s %j gives %j', (type, values, errors) => {
    expect(validateLogin(type, values)).toEqual(errors);
  });

  it('turns each form into weblogin login and password', () => {
    expect(toCredentials('pms', { room: ' 101 ', lastName: 'Smith' })).toEqual({ login: '101', password: 'Smith' });
    expect(toCredentials('pmsnum', { room: '101', booking: 'B1001' })).toEqual({ login: '101', password: 'B1001' });
    expect(toCredentials('pmsnum-name', { booking: 'S2001', lastName: 'Haddad' })).toEqual({ login: 'S2001', password: 'Haddad' });
    expect(toCredentials('email-pin', { email: 'a@b.co', pin: '1' })).toEqual({ login: 'a@b.co', password: '1' });
    expect(toCredentials('notResident', { phone: '44 (7700) 900-999' })).toEqual({ login: '+447700900999', password: '' });
  });
});

describe('guest type rules', () => {
  it('sets a single configured type, keeps a valid one, falls back to the first or notResident', () => {
    expect(resolveGuestType(['pmsnum'], 'resident')).toBe('pmsnum');
    expect(resolveGuestType(['resident', 'pmsnum'], 'pmsnum')).toBe('pmsnum');
    expect(resolveGuestType(['resident', 'pmsnum'], 'pms')).toBe('pms');
    expect(resolveGuestType(['resident', 'pmsnum'], undefined)).toBe('resident');
    expect(resolveGuestType(['resident', 'pmsnum'], 'email-pin')).toBe('resident');
    expect(resolveGuestType([], undefined)).toBe('notResident');
  });

  it('resets the payment method to the first of the new type, pms falling back to resident', () => {
    const methods = [{ type: 'payOnline', guestType: 'resident' }, { type: 'pos', guestType: 'resident' }, { type: 'loyalty', guestType: 'pmsnum' }] as const;
    expect(firstPaymentMethod(methods, 'pmsnum')).toBe('loyalty');
    expect(firstPaymentMethod(methods, 'pms')).toBe('payOnline');
    expect(firstPaymentMethod(methods, 'email-pin')).toBeUndefined();
  });
});

describe('login by link', () => {
  it.each([
    ['?type=pms&room=101&lastname=Smith', { type: 'pms', values: { room: '101', lastName: 'Smith' } }],
    ['?type=pmsnum&room=101&pmsregnum=B1001', { type: 'pmsnum', values: { room: '101', booking: 'B1001' } }],
    ['?type=pmsnum-name&pmsregnum=S2001&lastname=Haddad', { type: 'pmsnum-name', values: { booking: 'S2001', lastName: 'Haddad' } }],
    ['?type=email-pin&email=a@b.co&pin=1', { type: 'email-pin', values: { email: 'a@b.co', pin: '1' } }],
    ['?room=101&lastname=Smith', { type: 'resident', values: { room: '101', lastName: 'Smith' } }],
  ])('%s logs in', (search, expected) => {
    expect(linkLogin(search)).toEqual(expected);
  });

  it.each(['', '?type=pms&room=101', '?type=pmsnum&pmsregnum=B1', '?type=email-pin&email=a@b.co', '?room=101', '?type=notResident&room=1&lastname=x'])(
    '%s is skipped',
    (search) => expect(linkLogin(search)).toBeNull(),
  );

  const packed = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)));

  it.each([
    [`?payload=${packed('{"type":"pms","room":"101","lastname":"Smith"}')}`, { type: 'pms', values: { room: '101', lastName: 'Smith' } }],
    [`?payload=${encodeURIComponent(packed('type=email-pin&email=a@b.co&pin=1'))}`, { type: 'email-pin', values: { email: 'a@b.co', pin: '1' } }],
    [`?payload=${packed('{"room":"101","lastname":"Müller"}').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}`, { type: 'resident', values: { room: '101', lastName: 'Müller' } }],
    [`?type=pmsnum&room=102&payload=${packed('{"room":"101","pmsregnum":"B1001"}')}`, { type: 'pmsnum', values: { room: '102', booking: 'B1001' } }],
  ])('a payload %s logs in with the fields it packs', (search, expected) => {
    expect(linkLogin(search)).toEqual(expected);
  });

  it.each(['?payload=%%%', `?payload=${btoa('[1,2]')}`, `?payload=${btoa('{"room":101,"lastname":"Smith"}')}`, `?payload=${btoa('{"password":"x"}')}`])(
    'a payload that packs no usable fields (%s) logs nobody in',
    (search) => expect(linkLogin(search)).toBeNull(),
  );

  it('takes the credentials out of the address', () => {
    expect(withoutLinkParams('http://x/page/1?type=pms&room=1&lastname=S&lang=de')).toBe('http://x/page/1?lang=de');
    expect(withoutLinkParams(`http://x/?payload=${btoa('{}')}&lang=de`)).toBe('http://x/?lang=de');
  });
});

describe('greeting', () => {
  const guest = { guestTitle: 'Ms', guestFirstName: 'Anna', guestName: 'Smith' };
  it('follows greetingFormat, default title and last name', () => {
    expect(formatGreeting(guest)).toBe('Ms Smith');
    expect(formatGreeting(guest, '{f} {l}')).toBe('Anna Smith');
    expect(formatGreeting({ guestName: 'Smith' }, '{t} {f} {l}')).toBe('Smith');
  });
});

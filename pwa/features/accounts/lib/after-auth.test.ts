import { describe, expect, it } from 'vitest';
import { authPageTarget, login2Target, paymentReturnTarget, roleArea, roleHome } from '@/lib/after-auth';

const role = (name: 'private' | 'enterprise' | 'manager' | 'charity') => ({ name });

describe('where people go after signing in', () => {
  it.each([
    ['private', '/home/private', '/particular'],
    ['enterprise', '/home/company', '/company'],
    ['manager', '/manager', '/manager'],
    ['charity', '/association/espace', '/association/espace'],
  ] as const)('%s: home %s, area %s', (name, home, area) => {
    expect(roleHome(role(name))).toBe(home);
    expect(roleArea(role(name))).toBe(area);
  });

  it('sends the sign-in page with id and amount to the tips page, else home', () => {
    expect(authPageTarget(new URLSearchParams('id=12&amount=20,50'), role('private'))).toBe('/participate/12/tips?amount=20%2C50');
    expect(authPageTarget(new URLSearchParams('id=12'), role('enterprise'))).toBe('/home/company');
    expect(authPageTarget(new URLSearchParams('id=abc&amount=5'), role('private'))).toBe('/home/private');
  });

  it('sends /login2 with jackpot to the payment page carrying amount, tip, hide and anonymous', () => {
    expect(login2Target(new URLSearchParams('jackpot=7&amount=30&tip=2&hide=true&anonymous=false&x=1'), role('private'))).toBe(
      '/participate/7/payment?amount=30&tip=2&hide=true&anonymous=false',
    );
    expect(login2Target(new URLSearchParams('amount=30'), role('manager'))).toBe('/manager');
  });
});

describe('paymentReturnTarget (the representative page back to the payment it interrupted)', () => {
  it.each([
    ['/create/company/payment?amount=40&gift=0&id=3', '/create/company/payment?amount=40&gift=0&id=3'],
    ['/participate/12/payment?amount=20&tip=0', '/participate/12/payment?amount=20&tip=0'],
    ['/edit/company/payment?id=3', '/edit/company/payment?id=3'],
    ['https://ailleurs.example/create/x', null],
    ['//ailleurs.example/participate/1', null],
    ['/participate//ailleurs.example', null],
    ['/\\ailleurs.example', null],
    ['/company/profile', null],
    [null, null],
  ])('%s -> %s', (value, expected) => {
    const params = new URLSearchParams(value === null ? {} : { return: value });
    expect(paymentReturnTarget(params)).toBe(expected);
  });
});

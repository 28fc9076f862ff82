import { describe, expect, it } from 'vitest';
import { rememberReturnUrl, safeReturnPath, takeReturnUrl } from './return-url';

describe('return URL after sign-in', () => {
  it('goes back to the remembered page once', () => {
    rememberReturnUrl('/dashboard/settings?tab=1');
    expect(takeReturnUrl()).toBe('/dashboard/settings?tab=1');
    expect(takeReturnUrl()).toBe('/dashboard');
  });

  it('turns / and foreign URLs into the dashboard', () => {
    expect(safeReturnPath('/')).toBe('/dashboard');
    expect(safeReturnPath('//evil.example')).toBe('/dashboard');
    expect(safeReturnPath('https://evil.example')).toBe('/dashboard');
    expect(safeReturnPath(null)).toBe('/dashboard');
    expect(safeReturnPath('/onboarding')).toBe('/onboarding');
  });
});

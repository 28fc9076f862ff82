export * from './auth.ts';
export * from './profiles.ts';
export * from './user-settings.ts';
export * from './outbox.ts';
export * from './onboarding.ts';

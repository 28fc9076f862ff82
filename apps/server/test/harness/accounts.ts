import { randomBytes } from 'node:crypto';

export const PASSWORD = 'Motdepasse1!';
export const NEW_PASSWORD = 'Nouveau2?mdp';

/** A valid sign-up body with an e-mail no other test uses. */
export function newAccount(overrides: Record<string, unknown> = {}) {
  return {
    firstname: 'Camille',
    lastname: 'Durand',
    email: `camille.${randomBytes(4).toString('hex')}@example.fr`,
    password: PASSWORD,
    userType: 'manager',
    ...overrides,
  };
}

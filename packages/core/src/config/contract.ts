/** GET /api/config: what the browser may know of the server's configuration (never a secret). */
export interface PublicConfig {
  googleEnabled: boolean;
  supportEmail: string | null;
}

/** GET /api/health: the process answers (load balancers, the start scripts). */
export interface Health {
  ok: true;
}

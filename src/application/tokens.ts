/** Container tokens of the application's own services (the ports export theirs). */
export const AUTH_SERVICE = Symbol.for('AuthService');
export const RESOURCE_CACHE = Symbol.for('ResourceCache');

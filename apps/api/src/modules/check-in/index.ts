/**
 * The check-in module's door: app.ts mounts its routes (check-in.routes.ts); no other module uses anything of it.
 * What another module comes to need is exported here, never imported from its files.
 */
export {};

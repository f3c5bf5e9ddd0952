/**
 * The contact module's door: app.ts mounts its routes (contact.routes.ts); no other module uses anything of it.
 * What another module comes to need is exported here, never imported from its files.
 */
export {};

// One way to run the product from outside it: API tests, browser tests and benchmarks all start it here.
export { buildServer } from './build-server';
export { freePort } from './free-port';
export { type LaunchedProduct, type LaunchOptions, launchProduct, ProductStartError } from './launch-product';
export { apiDir, repoRoot } from './paths';

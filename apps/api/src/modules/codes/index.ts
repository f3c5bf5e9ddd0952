/** Codes (docs/api/codes.md): what other modules use of them. */
export { type CodeRule, codeAppliesTo, codeIsLive, codeUnlocks, usesLeft } from './code-rules';
export { default as codesRoutes } from './codes.routes';
export { codeByText, codeTextOf } from './codes.service';

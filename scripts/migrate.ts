/**
 * `npm run migrate`: applies to the deployed table the changes that items written before a release
 * need (functions/migrations/migrations.ts). Run with the operator's AWS credentials and TABLE_NAME set to
 * the stack's TableName output (docs/deploying.md); `npm start` applies them locally by itself.
 */
import process from 'node:process';

if (!process.env.TABLE_NAME) {
  console.error("Set TABLE_NAME to the stack's TableName output.");
  process.exit(2);
}
// Loaded once TABLE_NAME is known: the table client reads it as it loads.
const { applyMigrations } = await import('../functions/migrations/migrations.ts');
const applied = await applyMigrations();
console.log(applied.length ? applied.map(({ name, changed }) => `${name}: ${changed} items`).join('\n') : 'Nothing to migrate.');

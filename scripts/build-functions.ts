import { bundleFunctions } from './bundle.ts';

const files = await bundleFunctions('dist/functions');
for (const [group, file] of Object.entries(files)) console.log(`${group}: ${file}`);

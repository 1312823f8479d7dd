// `npm run api:generate`: rebuilds libs/api-client/openapi.json and the generated client from the API code.
import { CLIENT_DIR, generateContract } from './api-contract.ts';

await generateContract(CLIENT_DIR);
console.log('libs/api-client regenerated; commit openapi.json and src/generated with the API change.');

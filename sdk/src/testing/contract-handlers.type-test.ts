// Compile-time checks, run by `tsc -b`: each @ts-expect-error fails the typecheck if the handlers
// stop rejecting bodies that drift from the contract.
import { contract } from './contract-handlers.ts';
import { currentUser } from './fixtures.ts';

contract.get('/services/api-portal-customer/api/whois', () => currentUser);
// @ts-expect-error a whois answer without its required fields is not the contract's shape
contract.get('/services/api-portal-customer/api/whois', () => ({ displayName: 'x' }));
// @ts-expect-error the menu answers a list, not one item
contract.get('/services/api-portal-customer/api/portal/menu', () => ({
  uuid: 'x',
  name: 'x',
  displayName: 'x',
}));
// @ts-expect-error no such path in the contract
contract.get('/services/api-portal-customer/api/nope', () => undefined);
// @ts-expect-error the chat settings are read, never posted
contract.post('/services/ai-chatbot/api/chat/settings', () => undefined);

export { Messages } from './Messages';

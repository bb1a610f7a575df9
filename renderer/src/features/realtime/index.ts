export { registerCommand, dispatchCommand, type CommandHandler } from './command-dispatcher';

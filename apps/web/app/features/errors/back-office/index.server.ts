export { errorGroupAction, loadErrorGroup, loadErrorGroups } from './error-groups.server';

// What other features may use of projects.
export { useProjects } from './use-projects';

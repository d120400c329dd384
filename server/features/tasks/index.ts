// What other features may use of tasks.

export { createTasksService } from './tasks.service.ts';

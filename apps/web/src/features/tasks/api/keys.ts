/** The tasks' keys: every list under `all`, since each shows delivery state. */
export const taskKeys = {
  all: ['tasks'] as const,
  assignableUsers: () => ['tasks', 'assignable-users'] as const,
  assigned: () => ['tasks', 'assigned'] as const,
  own: () => ['tasks', 'own'] as const,
};

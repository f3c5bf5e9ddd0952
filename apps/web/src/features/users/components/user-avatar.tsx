import { cn } from '../../../lib/cn';
import { roleAvatarClasses } from '../role-style';

export function UserAvatar({ username, role }: { username: string; role: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'grid size-9 shrink-0 place-items-center rounded-full text-sm font-bold uppercase',
        roleAvatarClasses(role),
      )}
    >
      {username.charAt(0)}
    </span>
  );
}

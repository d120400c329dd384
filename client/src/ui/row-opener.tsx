import { cn } from '@/lib/cn';

/**
 * A row's name that opens it (its details): cut to its column, the whole name on hover. Give a
 * width when the column sets it (`w-full` in a `max-w-0` cell); `max-w-full` otherwise.
 */
export function RowOpener({
  name,
  onOpen,
  className,
}: {
  name: string;
  onOpen: () => void;
  className?: string;
}) {
  return (
    <button
      type="button"
      className={cn(
        'block cursor-pointer truncate text-left font-medium hover:underline',
        className ?? 'max-w-full',
      )}
      title={name}
      onClick={onOpen}
    >
      {name}
    </button>
  );
}

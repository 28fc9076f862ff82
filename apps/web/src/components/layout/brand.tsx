import { Link } from 'react-router';
import { paths } from '@/lib/paths';

export function Brand() {
  return (
    <Link to={paths.home} className="inline-flex items-center gap-2 font-semibold text-foreground">
      <img src="/favicon.svg" alt="" className="size-8" />
      <span className="max-sm:sr-only">Votre assistant</span>
    </Link>
  );
}

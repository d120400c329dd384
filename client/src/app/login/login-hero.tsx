import { heroEn } from '@domain/locales/hero.en';
import { heroEs } from '@domain/locales/hero.es';
import { ChartLine, Headset, Server, Star } from 'lucide-react';
import { useLocale } from '@/lib/locale';

const POINTS = [
  { icon: Headset, key: 'support' },
  { icon: Server, key: 'devices' },
  { icon: ChartLine, key: 'reporting' },
] as const;

/**
 * The brand panel beside the sign-in form on wide screens, loaded after the form (login-gate.tsx);
 * its words come with it, in both languages.
 */
export function LoginHero() {
  const words = useLocale() === 'es' ? heroEs : heroEn;
  return (
    <aside className="relative hidden w-[44%] max-w-[640px] overflow-hidden bg-brand text-white lg:flex lg:flex-col lg:justify-between lg:p-12">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-0 opacity-[0.18] [background-image:radial-gradient(circle_at_1px_1px,white_1px,transparent_0)] [background-size:24px_24px] [mask-image:linear-gradient(to_bottom,black,transparent_70%)]"
      />
      <div
        aria-hidden
        className="pointer-events-none absolute -right-40 -bottom-40 size-[560px] rounded-full bg-white/10 blur-3xl"
      />
      <div
        aria-hidden
        className="pointer-events-none absolute -top-32 -left-32 size-[420px] rounded-full bg-black/20 blur-3xl"
      />
      <span className="relative inline-flex items-center gap-2.5">
        <span className="flex size-8 items-center justify-center rounded-lg bg-white/15 ring-1 ring-white/25">
          <Star aria-hidden className="size-4 fill-current" />
        </span>
        <span className="flex flex-col leading-tight">
          <span className="text-sm font-semibold tracking-tight">Five Star</span>
          <span className="text-[11px] font-medium text-white/70">{words.brand}</span>
        </span>
      </span>
      <div className="relative">
        <p className="mb-3 text-xs font-semibold tracking-wider text-white/70 uppercase">{words.eyebrow}</p>
        <h2 className="max-w-md text-3xl leading-tight font-semibold tracking-tight text-balance">
          {words.title}
        </h2>
        <ul className="mt-10 flex flex-col gap-6">
          {POINTS.map(({ icon: Icon, key }) => (
            <li key={key} className="flex gap-4">
              <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-white/10 ring-1 ring-white/20">
                <Icon aria-hidden className="size-[18px]" />
              </span>
              <span>
                <span className="block text-sm font-medium">{words[key].title}</span>
                <span className="mt-0.5 block text-sm text-white/75">{words[key].text}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
      <p className="relative text-xs text-white/60">FS Analysis · FS Ascend · FS Altitude · FS Apex</p>
    </aside>
  );
}

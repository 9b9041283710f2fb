import { AudioLines, ChevronRight, LifeBuoy, Palette, type LucideIcon } from 'lucide-react';
import { Link } from 'wouter';
import { InstallAppRow } from '@client/components/install/InstallAppRow';
import { Card, CardTitle } from '@client/components/ui/card';

const LINKS: { href: string; label: string; detail: string; icon: LucideIcon }[] = [
  { href: '/joey-avatar', label: 'Customize Joey', detail: 'Look and voice of your coach', icon: Palette },
  { href: '/voice-diagnostics', label: 'Voice Diagnostics', detail: 'Check the voices on this device', icon: AudioLines },
  { href: '/help', label: 'Help & Tutorials', detail: 'Quick start, tips and answers', icon: LifeBuoy },
]; // prettier-ignore

/** SPEC §2 Profile settings links, and Install app where the browser can (issue 28 §1). */
export function SettingsLinks() {
  return (
    <Card aria-labelledby="settings-title" className="px-2 py-3">
      <CardTitle id="settings-title" className="px-3 pt-1 pb-2 text-lg">
        Settings
      </CardTitle>
      <ul>
        {LINKS.map(({ href, label, detail, icon: Icon }) => (
          <li key={href}>
            <Link
              href={href}
              className="flex min-h-14 items-center gap-3 rounded-2xl px-3 py-2 hover:bg-surface-muted"
            >
              <span
                aria-hidden="true"
                className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-100 text-brand-700 dark:bg-surface-muted dark:text-brand-200"
              >
                <Icon className="size-5" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-medium">{label}</span>
                <span className="block text-sm text-ink-muted">{detail}</span>
              </span>
              <ChevronRight aria-hidden="true" className="size-5 text-ink-muted" />
            </Link>
          </li>
        ))}
        <InstallAppRow />
      </ul>
    </Card>
  );
}

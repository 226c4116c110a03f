import { Anchor, Globe2, RefreshCw, type LucideIcon } from 'lucide-react';

interface Reason {
  icon: LucideIcon;
  title: string;
  text: string;
}

const reasons: Reason[] = [
  {
    icon: Anchor,
    title: 'Industry Expertise',
    text: 'Designed around how port authorities, pilots and coastal stations really work: vessels, moorings, cranes, life-saving appliances and the people who look after them.',
  },
  {
    icon: RefreshCw,
    title: 'Real-Time Updates',
    text: 'Every scan, assignment and status change is recorded the moment it happens, so the dashboard always shows the fleet as it is now.',
  },
  {
    icon: Globe2,
    title: 'Global Accessibility',
    text: 'Works in any modern browser on a desk, a tablet on the quay or a phone on deck, wherever your staff and your assets are.',
  },
];

export function WhyChoose() {
  return (
    <section aria-labelledby="why-title" className="bg-white py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2 id="why-title" className="text-center text-3xl font-bold tracking-tight text-navy-900">
          Why Choose Our Platform
        </h2>
        <ul className="mt-12 grid gap-8 md:grid-cols-3">
          {reasons.map(({ icon: Icon, title, text }) => (
            <li key={title} className="text-center">
              <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-teal-50 text-teal-700 ring-1 ring-inset ring-teal-100">
                <Icon className="h-7 w-7" aria-hidden="true" />
              </span>
              <h3 className="mt-5 text-lg font-semibold text-navy-900">{title}</h3>
              <p className="mx-auto mt-2 max-w-sm text-sm leading-relaxed text-slate-600">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

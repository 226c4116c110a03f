import { Activity, ClipboardCheck, QrCode, Users, type LucideIcon } from 'lucide-react';

interface Feature {
  icon: LucideIcon;
  title: string;
  text: string;
}

const features: Feature[] = [
  {
    icon: QrCode,
    title: 'Asset Tracking with QR Codes',
    text: 'Label every vessel, buoy, crane and radio with a durable QR code. One scan shows its details and records where it was seen.',
  },
  {
    icon: Activity,
    title: 'Performance Analytics',
    text: 'Follow vessel performance, maintenance schedules and operational efficiency across the fleet from a single dashboard.',
  },
  {
    icon: ClipboardCheck,
    title: 'Compliance Management',
    text: 'Keep inspections, surveys and safety equipment servicing in order, with a full history of every change to every asset.',
  },
  {
    icon: Users,
    title: 'Crew Management',
    text: 'Manage crew assignments, certifications and schedules, and see at a glance who is responsible for which equipment.',
  },
];

export function FeatureGrid() {
  return (
    <section aria-labelledby="features-title" className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
      <div className="mx-auto max-w-2xl text-center">
        <p className="text-sm font-semibold uppercase tracking-wider text-teal-700">Features</p>
        <h2 id="features-title" className="mt-2 text-3xl font-bold tracking-tight text-navy-900">
          Everything your fleet and facilities need
        </h2>
      </div>
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {features.map(({ icon: Icon, title, text }) => (
          <li
            key={title}
            className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-md"
          >
            <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-navy-50 text-navy-700 ring-1 ring-inset ring-navy-100">
              <Icon className="h-6 w-6" aria-hidden="true" />
            </span>
            <h3 className="mt-5 text-base font-semibold text-navy-900">{title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-slate-600">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

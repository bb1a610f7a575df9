import { useT } from '@renderer/lib/i18n';

export function NotFoundPage() {
  const t = useT();
  return (
    <section className="page not-found">
      <h1>404</h1>
      <p>{t('shell.notFound')}</p>
    </section>
  );
}

/** A notification also sent by e-mail (decision 033): its title, message and link, as the bell shows it. */
import { renderEmail } from './layout';
import { defineTemplate } from './template';

/** The notification as written in the recipient's language; `link` is an app path or null. */
export interface NotificationEmailData {
  title: string;
  message: string;
  link: string | null;
}

const words = {
  es: {
    open: 'Abrir en Marcador',
    note: 'Recibes este correo porque elegiste recibir este aviso por correo. Puedes cambiarlo en Ajustes de correo.',
  },
  en: {
    open: 'Open in Marcador',
    note: 'You get this e-mail because you chose to get this notice by e-mail. You can change it in E-mail settings.',
  },
} as const;

export const notificationEmail = defineTemplate<NotificationEmailData>({
  name: 'notification',
  category: 'notifications',
  sample: {
    title: 'Te añadieron a un partido',
    message: 'Ana Ruiz te añadió como participante en un partido de pádel.',
    link: '/notifications',
  },
  render: (locale, { title, message, link }, links) =>
    renderEmail(
      locale,
      title,
      {
        preheader: message,
        heading: title,
        paragraphs: [message],
        action: { label: words[locale].open, url: `${links.appUrl}${link ?? '/notifications'}` },
        note: words[locale].note,
      },
      links,
    ),
});

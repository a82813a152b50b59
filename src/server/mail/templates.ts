import { escapeHtml } from '../http/html-text.js';
import type { Mail } from './mailer.js';

const PRODUCT = 'Travel & Work Tracker';


/** One plain-text and one HTML body from the same paragraphs and a single call to action. */
function compose(to: string, subject: string, paragraphs: string[], action?: { label: string; url: string }): Mail {
  const text = [...paragraphs, ...(action ? [`${action.label}: ${action.url}`] : []), `— ${PRODUCT}`].join('\n\n');
  const html = [
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    action
      ? `<p><a href="${escapeHtml(action.url)}" style="background:#1e3a8a;color:#fff;padding:10px 16px;border-radius:4px;text-decoration:none">${escapeHtml(action.label)}</a></p><p style="font-size:12px;color:#666">${escapeHtml(action.url)}</p>`
      : '',
    `<p style="color:#666">— ${escapeHtml(PRODUCT)}</p>`,
  ].join('\n');
  return { to, subject, text, html };
}

export const mails = {
  confirmEmail: (to: string, url: string, hours: number) =>
    compose(to, `Confirm your email for ${PRODUCT}`, [
      'Welcome! Please confirm your email address to finish signing up.',
      `The link works once and expires in ${hours} hours.`,
    ], { label: 'Confirm email', url }),

  alreadyRegistered: (to: string, signInUrl: string) =>
    compose(to, `You already have a ${PRODUCT} account`, [
      'Someone (hopefully you) tried to sign up with this email address, which already has an account.',
      'If it was you, sign in instead, or use "Forgot password" on the sign-in page. If not, you can ignore this mail.',
    ], { label: 'Sign in', url: signInUrl }),

  resetPassword: (to: string, url: string, minutes: number) =>
    compose(to, `Reset your ${PRODUCT} password`, [
      'We received a request to reset your password.',
      `The link works once and expires in ${minutes} minutes. If you did not ask for it, ignore this mail; your password stays as it is.`,
    ], { label: 'Choose a new password', url }),

  changeEmail: (to: string, url: string, hours: number) =>
    compose(to, `Confirm your new email for ${PRODUCT}`, [
      'Please confirm that you want to use this address for your account. Your old address stays in use until you do.',
      `The link works once and expires in ${hours} hours.`,
    ], { label: 'Confirm new email', url }),

  signInLink: (to: string, url: string, minutes: number) =>
    compose(to, `Your ${PRODUCT} sign-in link`, [
      `Use this link to sign in. It works once and expires in ${minutes} minutes.`,
      'If you did not ask for it, you can ignore this mail.',
    ], { label: 'Sign in', url }),
};

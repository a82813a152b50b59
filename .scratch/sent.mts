import { extract } from '../src/server/modules/imports/extract.js';
const texts = [
  `Thanks for booking with us. Booking reference: QW12345.\n\nYour train departs from London King's Cross on 12 May 2027 at 09:30 and arrives in Edinburgh Waverley at 13:50. Coach C, seat 42.`,
  `Buchungsnummer: 4821-7733\n\nIhr Zug ICE 597 fährt am 12. Mai 2027 um 9:30 ab Köln Hbf und kommt um 13:04 in Berlin Hbf an. Gute Reise!`,
  `Codice prenotazione: XK4HTR\n\nIl treno Frecciarossa 9520 parte da Milano Centrale alle 8:10 del 3 marzo 2027 e arriva a Roma Termini alle 11:15.`,
  `Localizador: MZ8822\n\nEl tren AVE sale de Madrid Puerta de Atocha el 3 de marzo de 2027 a las 8:30 y llega a Barcelona Sants a las 11:02.`,
  `Your coach booking 5521-0987.\nYour bus leaves Lyon Perrache on Saturday 14 November 2026 at 21:40 and arrives at Barcelona Nord at 06:05 the next morning.`,
];
for (const t of texts) {
  const { reservations } = await extract(new TextEncoder().encode(t), { name: 'x.txt', reference: new Date('2026-11-01T00:00:00Z') });
  console.log(reservations.map((r) => [r.type, r.reservationNumber, r.startPlace.name, r.start?.local, r.endPlace.name, r.end?.local].join(' ')));
}

/** Invented people: reviewers, leads, subscribers and applicants. Any likeness to real people is unintended. */

export const REVIEWER_NAMES = [
  'Chiamaka Okafor', 'Kwame Asante', 'Amina Yusuf', 'Sarah Thompson', 'Wanjiru Njoroge', 'Lerato Mokoena',
  'Fatou Diallo', 'Tigist Alemu', 'Youssef Amrani', 'Grace Achieng', 'Emma Schneider', 'Priya Nair',
  'Olivia Brown', 'Mariam Hassan', 'Thabo Molefe', 'Ama Owusu', 'Jean-Paul Habimana', 'Aïcha Traoré',
  'Sophie Martin', 'David Okonkwo', 'Zainab Bello', 'Kemi Adeyemi', 'Naledi Sithole', 'Aisha Mohammed',
  'Lucas Ferreira', 'Hannah Kim', 'Esi Mensah', 'Nomvula Zulu', 'Brian Kiprop', 'Ruth Abebe',
  'Salma Benali', 'Ngozi Eze', 'Yaw Boateng', 'Claire Dubois', 'Imani Wallace', 'Tunde Bakare',
  'Halima Abdi', 'Marcus Johnson', 'Adaeze Nwosu', 'Kofi Darko', 'Isabella Rossi', 'Nia Robinson',
  'Musa Kamara', 'Efe Oghene', 'Chloe Bennett', 'Sipho Ndlovu', 'Rahel Girma', 'Omar Farouk',
  'Akua Badu', 'Lindiwe Mthembu', 'Tomiwa Ade', 'Mercy Atieno', 'Jessica Alvarez', 'Ibrahim Sesay',
] as const;

/** Reviews are signed the way people sign them: sometimes full name, sometimes first name and initial. */
export function reviewSignature(fullName: string, style: number): string {
  const [first, ...rest] = fullName.split(' ');
  const last = rest.join(' ');
  if (style % 3 === 1 && last) return `${first} ${last[0]}.`;
  return fullName;
}

export const LEAD_CUSTOMERS = [
  { name: 'Funmilayo Adebisi', email: 'funmi.adebisi@mail.example', phone: '+2348034412290' },
  { name: 'Kojo Mensah-Bonsu', email: 'kojo.mb@mail.example', phone: '+233244318870' },
  { name: 'Amara Chukwu', email: 'amara.chukwu@mail.example', phone: null },
  { name: 'Rebecca Hughes', email: 'rebecca.hughes@mail.example', phone: '+447700900312' },
  { name: 'Wambui Karanja', email: 'wambui.k@mail.example', phone: '+254722118204' },
  { name: 'Dineo Mahlaba', email: 'dineo.mahlaba@mail.example', phone: '+27825503391' },
  { name: 'Mamadou Ba', email: 'mamadou.ba@mail.example', phone: '+221776104455' },
  { name: 'Jennifer Okoro', email: 'jen.okoro@mail.example', phone: '+13125550187' },
  { name: 'Selamawit Tadesse', email: 'selam.tadesse@mail.example', phone: null },
  { name: 'Nadia Benjelloun', email: 'nadia.benj@mail.example', phone: '+212661203344' },
  { name: 'Tobenna Uzo', email: 'tobenna.uzo@mail.example', phone: '+2348162257731' },
  { name: 'Abigail Asare', email: 'abigail.asare@mail.example', phone: '+233557710032' },
  { name: 'Laura Fischer', email: 'laura.fischer@mail.example', phone: '+4915123456780' },
  { name: 'Chidinma Okeke', email: 'chidinma.okeke@mail.example', phone: '+2347061189902' },
  { name: 'Zodwa Khoza', email: 'zodwa.khoza@mail.example', phone: '+27731140965' },
  { name: 'Hassan Omar', email: 'hassan.omar@mail.example', phone: '+201012345678' },
  { name: 'Patience Nakamya', email: 'patience.n@mail.example', phone: '+256772410338' },
  { name: 'Ola Williams', email: 'ola.williams@mail.example', phone: '+2348025561147' },
  { name: 'Eva Lindqvist', email: 'eva.lindqvist@mail.example', phone: null },
  { name: 'Kelechi Ibe', email: 'kelechi.ibe@mail.example', phone: '+2349037762210' },
  { name: 'Adwoa Pokua', email: 'adwoa.pokua@mail.example', phone: '+233201145576' },
  { name: 'Marie Uwimana', email: 'marie.uwimana@mail.example', phone: '+250788231145' },
  { name: 'Sade Lawson', email: 'sade.lawson@mail.example', phone: '+2348138870021' },
  { name: 'Michael Osei', email: 'michael.osei@mail.example', phone: '+233249907713' },
] as const;

export const SUBSCRIBERS = [
  { firstName: 'Yewande', lastName: 'Coker' },
  { firstName: 'Daniel', lastName: 'Mensah' },
  { firstName: 'Akinyi', lastName: 'Ochieng' },
  { firstName: 'Zanele', lastName: 'Mabuza' },
  { firstName: 'Rokhaya', lastName: 'Fall' },
  { firstName: 'Meron', lastName: 'Haile' },
  { firstName: 'Charlotte', lastName: 'Evans' },
  { firstName: 'Ifeoma', lastName: 'Obi' },
  { firstName: 'Samuel', lastName: 'Tetteh' },
  { firstName: 'Layla', lastName: 'Mansour' },
  { firstName: null, lastName: null },
  { firstName: 'Joy', lastName: 'Nabirye' },
  { firstName: 'Anna', lastName: 'Kowalski' },
  { firstName: null, lastName: null },
  { firstName: 'Bisola', lastName: 'Ajayi' },
] as const;

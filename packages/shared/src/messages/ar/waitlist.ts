import { arabicCount } from '../../arabic-count';
import { arabicDigits } from '../../arabic-digits';

/** Arabic texts of the waiting list (docs/api/waitlist.md): server answers and emails; its screens' are AR_WAITLIST_UI. */
export const AR_WAITLIST = {
  server: {
    joined: 'تمت إضافتك إلى قائمة الانتظار',
    left: 'غادرت قائمة الانتظار',
    seatsOpen: 'المقاعد التي تطلبها متاحة الآن: احجز مباشرة',
    alreadyWaiting: 'هذا البريد الإلكتروني في قائمة الانتظار لهذه الفعالية بالفعل',
    listClosed: 'قائمة الانتظار غير متاحة لهذه الفعالية',
    entryNotFound: 'لم نجد مكانك في قائمة الانتظار: تأكد من الرابط',
    cannotLeave: 'لم تعد في قائمة الانتظار لهذه الفعالية',
    offerInvalid: 'انتهى هذا العرض أو استُخدم: لم تعد المقاعد محجوزة لك',
    offerTooSmall: (seats: number) =>
      arabicCount(seats, {
        zero: 'هذا العرض لا يحجز لك أي مقعد',
        one: 'هذا العرض يحجز لك مقعداً واحداً فقط',
        two: 'هذا العرض يحجز لك مقعدين فقط',
        few: 'هذا العرض يحجز لك {n} مقاعد فقط',
        many: 'هذا العرض يحجز لك {n} مقعداً فقط',
        other: 'هذا العرض يحجز لك {n} مقعد فقط',
      }),
    fullNameRequired: 'الاسم الكامل مطلوب',
    fullNameHasAddress: 'الاسم لا يحتوي على رابط أو بريد إلكتروني',
    emailInvalid: 'البريد الإلكتروني غير صحيح',
    phoneInvalid: 'رقم الهاتف يبدأ بـ 01 ويتكون من ١١ رقماً',
    quantityInvalid: 'عدد المقاعد من ١ إلى ٦',
  },
  emails: {
    offerSubject: (event: string) => `مقاعدك في ${event} محجوزة لك الآن`,
    offerTitle: 'جاء دورك في قائمة الانتظار',
    offerIntro: (event: string, seats: number) =>
      arabicCount(
        seats,
        {
          zero: 'لم تعد لك مقاعد في فعالية «{event}».',
          one: 'أصبح لك مقعد واحد في فعالية «{event}»، محجوز لك وحدك حتى الموعد أدناه.',
          two: 'أصبح لك مقعدان في فعالية «{event}»، محجوزان لك وحدك حتى الموعد أدناه.',
          few: 'أصبحت لك {n} مقاعد في فعالية «{event}»، محجوزة لك وحدك حتى الموعد أدناه.',
          many: 'أصبح لك {n} مقعداً في فعالية «{event}»، محجوزة لك وحدك حتى الموعد أدناه.',
          other: 'أصبح لك {n} مقعد في فعالية «{event}»، محجوزة لك وحدك حتى الموعد أدناه.',
        },
        { event },
      ),
    offerUntil: 'احجز قبل',
    offerButton: 'احجز مقاعدك الآن',
    offerLink: (url: string) => `رابط الحجز: ${url}`,
    placeLink: (url: string) => `مكانك في القائمة: ${url}`,
    expiredSubject: (event: string) => `انتهى العرض على مقاعد ${event}`,
    expiredTitle: 'انتهت مهلة العرض',
    expiredIntro: (event: string) =>
      `انتهت مهلة حجز المقاعد التي عُرضت عليك في فعالية «${event}» دون أن تُستخدم، فانتقلت إلى التالي في قائمة الانتظار.`,
    joinedSubject: (event: string) => `أنت في قائمة الانتظار لفعالية ${event}`,
    joinedTitle: 'أنت في قائمة الانتظار',
    joinedIntro: (event: string, seats: number, position: number) =>
      `انضممت إلى قائمة الانتظار لفعالية «${event}» بطلب ${arabicCount(seats, {
        zero: 'مقاعد',
        one: 'مقعد واحد',
        two: 'مقعدين',
        few: '{n} مقاعد',
        many: '{n} مقعداً',
        other: '{n} مقعد',
      })}، وترتيبك ${arabicDigits(position)}. سنراسلك فور عودة مقاعد تكفيك، ولا شيء عليك حتى ذلك الحين.`,
    salesClosedSubject: (event: string) => `انتهى الحجز لفعالية ${event}`,
    salesClosedTitle: 'أُغلقت قائمة الانتظار',
    salesClosedIntro: (event: string) =>
      `انتهى موعد الحجز لفعالية «${event}» دون أن تعود مقاعد تكفي طلبك، فأُغلقت قائمة الانتظار. شكراً لانتظارك.`,
    cancelledSubject: (event: string) => `إلغاء فعالية ${event}`,
    cancelledTitle: 'أُلغيت الفعالية',
    cancelledIntro: (event: string) =>
      `نأسف لإبلاغك بأن فعالية «${event}» قد أُلغيت، فأُغلقت قائمة الانتظار التي كنت فيها.`,
  },
} as const;

import { ticketCount } from './count-forms';

/**
 * Arabic texts of the staff's messages to an event's people and of the reminder before the event
 * (docs/api/event-messages.md): server answers and emails; the event's messages screen's are AR_EVENT_MESSAGES_UI.
 */
export const AR_EVENT_MESSAGES = {
  server: {
    subjectInvalid: 'الموضوع مطلوب، ولا يزيد على ١٢٠ حرفاً',
    bodyInvalid: 'نص الرسالة مطلوب، ولا يزيد على ٥٬٠٠٠ حرف',
    audienceInvalid: 'اختر المستلمين: الحجوزات المقبولة أو المعلقة أو كلتاهما',
    ticketTypesUnknown: 'فئة التذكرة غير موجودة في هذه الفعالية',
    sendAtInvalid: 'موعد الإرسال غير صحيح',
    noRecipients: 'لا يوجد مستلمون بهذه الاختيارات',
    messageNotFound: 'الرسالة غير موجودة',
    alreadySending: 'بدأ إرسال هذه الرسالة أو أُلغيت: لا يمكن إلغاؤها الآن',
    sent: 'تم إرسال الرسالة إلى صندوق البريد الصادر',
    scheduled: 'تمت جدولة الرسالة',
    cancelled: 'أُلغيت الرسالة المجدولة',
    reminderHoursInvalid: 'ساعات التذكير من ٠ إلى ١٦٨ (٠: بلا تذكير)',
  },
  emails: {
    messageFooter: (event: string) => `وصلتك هذه الرسالة لأن لك حجزاً أو مكاناً في فعالية «${event}».`,
    openBooking: 'عرض حجزي',
    openPlace: 'عرض مكاني في قائمة الانتظار',
    linkLine: (url: string) => `رابطك الخاص: ${url}`,
    reminderSubject: (event: string) => `تذكير: ${event} قريباً`,
    reminderTitle: 'موعد الفعالية يقترب',
    reminderIntro: (event: string) => `نذكّرك بموعد فعالية «${event}». تذاكرك جاهزة على صفحة حجزك.`,
    when: 'الموعد',
    where: 'المكان',
    reference: 'رقم الحجز',
    tickets: 'التذاكر',
    ticketCount,
    showTickets: 'عرض تذاكري',
  },
} as const;

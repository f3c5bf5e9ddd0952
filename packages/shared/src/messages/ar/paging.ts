import { arabicNumber } from '../../arabic-digits';

/** The staff lists read page by page (docs/api/big-events.md#the-screens). */
export const AR_PAGING = {
  loadMore: 'عرض المزيد',
  loadingMore: 'جاري تحميل المزيد...',
  loadMoreFailed: 'تعذر تحميل المزيد، حاول مرة أخرى',
  /** 'يُعرض ٥٠ من ١٬٢٠٠': the rows on screen out of the whole filtered list. */
  shown: (shown: number, total: number) => `يُعرض ${arabicNumber(shown)} من ${arabicNumber(total)}`,
};

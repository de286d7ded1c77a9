fn sync_pages() {
    begin_batch();
    flush_page_sync(12);
    end_batch();
    verify_page_sync(12);
    verify_page(13);
    flush_page(12);
}

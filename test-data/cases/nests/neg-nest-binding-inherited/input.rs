fn sync_pages() {
    begin_batch();
    flush_page(12);
    verify_page(12);
    verify_page(13);
}

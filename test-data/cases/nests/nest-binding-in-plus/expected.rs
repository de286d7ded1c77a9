fn sync_pages(store: &mut Store) {
    begin_batch();
    flush_page(store.dirty_page());
    end_batch();
    record_last_page(store.dirty_page());
}

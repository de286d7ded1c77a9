fn sync_pages(store: &mut Store) {
    begin_batch();
    compact(store.dirty_page());
    end_batch();
}

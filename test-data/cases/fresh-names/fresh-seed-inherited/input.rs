fn swap_out(slot: &mut Slot) {
    let item = slot.take();
    backup();
    put(item);
}

fn swap_out(slot: &mut Slot) {
    let item = slot.take();
    let saved_item = snapshot();
    put(item);
}

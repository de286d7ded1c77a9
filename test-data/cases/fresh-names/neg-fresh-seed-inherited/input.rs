fn swap_out(slot: &mut Slot) {
    let item = slot.peek();
    backup();
    put(item);
}

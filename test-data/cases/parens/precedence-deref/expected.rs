unsafe fn load(base: *const u32, cur: &Cursor, i: usize) -> u32 {
    let a = *base;
    let b = *base.add(i);
    let c = *cur.ptr;
    let d = (*base.offset(1)).count_ones();
    let e = *cur.slots[i] + 1;
    let f = *&a as u64;
    a + b + c + d + e + f as u32
}

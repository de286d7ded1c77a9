fn my_test_allocate_components() -> i32 {
    let result = x_allocate();
    if result != 0 {
        return result;
    }
    return 0;
}

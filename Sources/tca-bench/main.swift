print("tca-bench")

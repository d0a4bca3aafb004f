(define (problem plan_trial_H00021_creditcard_shelf)
(:domain alfred)
(:objects
  agent1 - agent
  BookType - otype
  BowlType - otype
  CreditCardType - otype
  LaptopType - otype
  PencilType - otype
  PillowType - otype
  DeskType - rtype
  DresserType - rtype
  GarbageCanType - rtype
  SafeType - rtype
  ShelfType - rtype
  SideTableType - rtype
  CreditCard_bar__minus_01_dot_82_bar__minus_02_dot_48_bar__plus_02_dot_50 - object
  CreditCard_bar__plus_00_dot_98_bar__minus_01_dot_73_bar__minus_01_dot_04 - object
  Laptop_bar__minus_00_dot_71_bar__minus_00_dot_68_bar__minus_00_dot_88 - object
  Pillow_bar__minus_00_dot_41_bar__plus_01_dot_32_bar__minus_02_dot_01 - object
  Pencil_bar__minus_00_dot_49_bar__minus_00_dot_63_bar__plus_00_dot_21 - object
  Bowl_bar__plus_00_dot_36_bar__plus_01_dot_05_bar__plus_01_dot_57 - object
  Book_bar__plus_02_dot_16_bar__plus_00_dot_29_bar__plus_00_dot_70 - object
  SideTable_bar__plus_00_dot_25_bar__minus_01_dot_02_bar__plus_01_dot_82 - receptacle
  Dresser_bar__minus_00_dot_43_bar__plus_01_dot_56_bar__plus_00_dot_36 - receptacle
  Shelf_bar__minus_01_dot_94_bar__minus_02_dot_48_bar__plus_00_dot_61 - receptacle
  GarbageCan_bar__minus_01_dot_37_bar__minus_01_dot_09_bar__minus_00_dot_67 - receptacle
  Safe_bar__minus_00_dot_52_bar__minus_00_dot_87_bar__plus_01_dot_14 - receptacle
  Desk_bar__plus_01_dot_99_bar__plus_00_dot_89_bar__plus_00_dot_96 - receptacle
  loc_bar_2_bar_0_bar_1_bar_45 - location
  loc_bar_3_bar__minus_5_bar_3_bar_0 - location
  loc_bar_4_bar__minus_7_bar_3_bar_0 - location
  loc_bar_8_bar__minus_3_bar_3_bar_30 - location
  loc_bar__minus_2_bar__minus_1_bar_0_bar_0 - location
  loc_bar__minus_3_bar_8_bar_2_bar_60 - location
  loc_bar__minus_6_bar_8_bar_2_bar_15 - location
)
(:init
  (= (total-cost) 0)
  (atLocation agent1 loc_bar__minus_2_bar__minus_1_bar_0_bar_0)
  (canContain DeskType BookType)
  (canContain DeskType BowlType)
  (canContain DeskType CreditCardType)
  (canContain DeskType LaptopType)
  (canContain DeskType PencilType)
  (canContain DeskType PillowType)
  (canContain DresserType BookType)
  (canContain DresserType BowlType)
  (canContain DresserType CreditCardType)
  (canContain DresserType LaptopType)
  (canContain DresserType PencilType)
  (canContain DresserType PillowType)
  (canContain GarbageCanType CreditCardType)
  (canContain GarbageCanType PencilType)
  (canContain SafeType BookType)
  (canContain SafeType CreditCardType)
  (canContain SafeType PencilType)
  (canContain ShelfType BookType)
  (canContain ShelfType BowlType)
  (canContain ShelfType CreditCardType)
  (canContain ShelfType LaptopType)
  (canContain ShelfType PencilType)
  (canContain ShelfType PillowType)
  (canContain SideTableType BookType)
  (canContain SideTableType BowlType)
  (canContain SideTableType CreditCardType)
  (canContain SideTableType LaptopType)
  (canContain SideTableType PencilType)
  (canContain SideTableType PillowType)
  (receptacleType SideTable_bar__plus_00_dot_25_bar__minus_01_dot_02_bar__plus_01_dot_82 SideTableType)
  (receptacleAtLocation SideTable_bar__plus_00_dot_25_bar__minus_01_dot_02_bar__plus_01_dot_82 loc_bar_3_bar__minus_5_bar_3_bar_0)
  (receptacleType Dresser_bar__minus_00_dot_43_bar__plus_01_dot_56_bar__plus_00_dot_36 DresserType)
  (receptacleAtLocation Dresser_bar__minus_00_dot_43_bar__plus_01_dot_56_bar__plus_00_dot_36 loc_bar__minus_3_bar_8_bar_2_bar_60)
  (receptacleType Shelf_bar__minus_01_dot_94_bar__minus_02_dot_48_bar__plus_00_dot_61 ShelfType)
  (receptacleAtLocation Shelf_bar__minus_01_dot_94_bar__minus_02_dot_48_bar__plus_00_dot_61 loc_bar__minus_6_bar_8_bar_2_bar_15)
  (receptacleType GarbageCan_bar__minus_01_dot_37_bar__minus_01_dot_09_bar__minus_00_dot_67 GarbageCanType)
  (receptacleAtLocation GarbageCan_bar__minus_01_dot_37_bar__minus_01_dot_09_bar__minus_00_dot_67 loc_bar_4_bar__minus_7_bar_3_bar_0)
  (receptacleType Safe_bar__minus_00_dot_52_bar__minus_00_dot_87_bar__plus_01_dot_14 SafeType)
  (receptacleAtLocation Safe_bar__minus_00_dot_52_bar__minus_00_dot_87_bar__plus_01_dot_14 loc_bar_8_bar__minus_3_bar_3_bar_30)
  (openable Safe_bar__minus_00_dot_52_bar__minus_00_dot_87_bar__plus_01_dot_14)
  (receptacleType Desk_bar__plus_01_dot_99_bar__plus_00_dot_89_bar__plus_00_dot_96 DeskType)
  (receptacleAtLocation Desk_bar__plus_01_dot_99_bar__plus_00_dot_89_bar__plus_00_dot_96 loc_bar_2_bar_0_bar_1_bar_45)
  (objectType CreditCard_bar__minus_01_dot_82_bar__minus_02_dot_48_bar__plus_02_dot_50 CreditCardType)
  (inReceptacle CreditCard_bar__minus_01_dot_82_bar__minus_02_dot_48_bar__plus_02_dot_50 Desk_bar__plus_01_dot_99_bar__plus_00_dot_89_bar__plus_00_dot_96)
  (objectAtLocation CreditCard_bar__minus_01_dot_82_bar__minus_02_dot_48_bar__plus_02_dot_50 loc_bar_2_bar_0_bar_1_bar_45)
  (pickupable CreditCard_bar__minus_01_dot_82_bar__minus_02_dot_48_bar__plus_02_dot_50)
  (objectType CreditCard_bar__plus_00_dot_98_bar__minus_01_dot_73_bar__minus_01_dot_04 CreditCardType)
  (inReceptacle CreditCard_bar__plus_00_dot_98_bar__minus_01_dot_73_bar__minus_01_dot_04 SideTable_bar__plus_00_dot_25_bar__minus_01_dot_02_bar__plus_01_dot_82)
  (objectAtLocation CreditCard_bar__plus_00_dot_98_bar__minus_01_dot_73_bar__minus_01_dot_04 loc_bar_3_bar__minus_5_bar_3_bar_0)
  (pickupable CreditCard_bar__plus_00_dot_98_bar__minus_01_dot_73_bar__minus_01_dot_04)
  (objectType Laptop_bar__minus_00_dot_71_bar__minus_00_dot_68_bar__minus_00_dot_88 LaptopType)
  (inReceptacle Laptop_bar__minus_00_dot_71_bar__minus_00_dot_68_bar__minus_00_dot_88 Dresser_bar__minus_00_dot_43_bar__plus_01_dot_56_bar__plus_00_dot_36)
  (objectAtLocation Laptop_bar__minus_00_dot_71_bar__minus_00_dot_68_bar__minus_00_dot_88 loc_bar__minus_3_bar_8_bar_2_bar_60)
  (pickupable Laptop_bar__minus_00_dot_71_bar__minus_00_dot_68_bar__minus_00_dot_88)
  (objectType Pillow_bar__minus_00_dot_41_bar__plus_01_dot_32_bar__minus_02_dot_01 PillowType)
  (inReceptacle Pillow_bar__minus_00_dot_41_bar__plus_01_dot_32_bar__minus_02_dot_01 SideTable_bar__plus_00_dot_25_bar__minus_01_dot_02_bar__plus_01_dot_82)
  (objectAtLocation Pillow_bar__minus_00_dot_41_bar__plus_01_dot_32_bar__minus_02_dot_01 loc_bar_3_bar__minus_5_bar_3_bar_0)
  (pickupable Pillow_bar__minus_00_dot_41_bar__plus_01_dot_32_bar__minus_02_dot_01)
  (objectType Pencil_bar__minus_00_dot_49_bar__minus_00_dot_63_bar__plus_00_dot_21 PencilType)
  (inReceptacle Pencil_bar__minus_00_dot_49_bar__minus_00_dot_63_bar__plus_00_dot_21 Shelf_bar__minus_01_dot_94_bar__minus_02_dot_48_bar__plus_00_dot_61)
  (objectAtLocation Pencil_bar__minus_00_dot_49_bar__minus_00_dot_63_bar__plus_00_dot_21 loc_bar__minus_6_bar_8_bar_2_bar_15)
  (pickupable Pencil_bar__minus_00_dot_49_bar__minus_00_dot_63_bar__plus_00_dot_21)
  (objectType Bowl_bar__plus_00_dot_36_bar__plus_01_dot_05_bar__plus_01_dot_57 BowlType)
  (inReceptacle Bowl_bar__plus_00_dot_36_bar__plus_01_dot_05_bar__plus_01_dot_57 Dresser_bar__minus_00_dot_43_bar__plus_01_dot_56_bar__plus_00_dot_36)
  (objectAtLocation Bowl_bar__plus_00_dot_36_bar__plus_01_dot_05_bar__plus_01_dot_57 loc_bar__minus_3_bar_8_bar_2_bar_60)
  (pickupable Bowl_bar__plus_00_dot_36_bar__plus_01_dot_05_bar__plus_01_dot_57)
  (cleanable Bowl_bar__plus_00_dot_36_bar__plus_01_dot_05_bar__plus_01_dot_57)
  (coolable Bowl_bar__plus_00_dot_36_bar__plus_01_dot_05_bar__plus_01_dot_57)
  (objectType Book_bar__plus_02_dot_16_bar__plus_00_dot_29_bar__plus_00_dot_70 BookType)
  (inReceptacle Book_bar__plus_02_dot_16_bar__plus_00_dot_29_bar__plus_00_dot_70 Dresser_bar__minus_00_dot_43_bar__plus_01_dot_56_bar__plus_00_dot_36)
  (objectAtLocation Book_bar__plus_02_dot_16_bar__plus_00_dot_29_bar__plus_00_dot_70 loc_bar__minus_3_bar_8_bar_2_bar_60)
  (pickupable Book_bar__plus_02_dot_16_bar__plus_00_dot_29_bar__plus_00_dot_70)
)
(:goal
    (and
        (exists (?r - receptacle)
            (exists (?o1 - object)
                (and
                    (objectType ?o1 CreditCardType)
                    (receptacleType ?r ShelfType)
                    (inReceptacle ?o1 ?r)
                    (exists (?o2 - object)
                        (and
                            (not (= ?o1 ?o2))
                            (objectType ?o2 CreditCardType)
                            (receptacleType ?r ShelfType)
                            (inReceptacle ?o2 ?r)
                        )
                    )
                )
            )
        )
    )
)
)

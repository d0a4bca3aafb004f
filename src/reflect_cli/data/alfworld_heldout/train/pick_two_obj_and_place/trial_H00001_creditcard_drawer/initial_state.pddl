(define (problem plan_trial_H00001_creditcard_drawer)
(:domain alfred)
(:objects
  agent1 - agent
  BookType - otype
  CreditCardType - otype
  MugType - otype
  PillowType - otype
  BedType - rtype
  DeskType - rtype
  DrawerType - rtype
  DresserType - rtype
  GarbageCanType - rtype
  ShelfType - rtype
  SideTableType - rtype
  CreditCard_bar__minus_01_dot_79_bar__plus_02_dot_32_bar__plus_01_dot_39 - object
  CreditCard_bar__plus_02_dot_41_bar__plus_01_dot_36_bar__minus_02_dot_11 - object
  Book_bar__plus_02_dot_06_bar__minus_01_dot_96_bar__plus_01_dot_36 - object
  Mug_bar__plus_02_dot_16_bar__minus_01_dot_48_bar__plus_01_dot_24 - object
  Pillow_bar__plus_02_dot_49_bar__minus_01_dot_05_bar__minus_02_dot_35 - object
  Dresser_bar__minus_01_dot_36_bar__plus_01_dot_51_bar__plus_02_dot_05 - receptacle
  GarbageCan_bar__plus_00_dot_65_bar__plus_02_dot_08_bar__minus_02_dot_24 - receptacle
  Shelf_bar__plus_01_dot_49_bar__plus_01_dot_24_bar__plus_00_dot_08 - receptacle
  Drawer_bar__plus_01_dot_03_bar__minus_00_dot_67_bar__plus_00_dot_21 - receptacle
  SideTable_bar__plus_00_dot_87_bar__plus_01_dot_35_bar__minus_00_dot_05 - receptacle
  Bed_bar__minus_00_dot_96_bar__minus_00_dot_41_bar__plus_02_dot_44 - receptacle
  Desk_bar__plus_01_dot_56_bar__minus_02_dot_27_bar__minus_00_dot_73 - receptacle
  loc_bar_1_bar_6_bar_3_bar_45 - location
  loc_bar_3_bar__minus_3_bar_2_bar_45 - location
  loc_bar_4_bar_6_bar_3_bar_15 - location
  loc_bar_4_bar__minus_4_bar_0_bar_45 - location
  loc_bar_6_bar__minus_2_bar_3_bar_45 - location
  loc_bar__minus_2_bar__minus_3_bar_0_bar_30 - location
  loc_bar__minus_3_bar_1_bar_1_bar_15 - location
  loc_bar__minus_6_bar__minus_3_bar_3_bar_45 - location
)
(:init
  (= (total-cost) 0)
  (atLocation agent1 loc_bar_3_bar__minus_3_bar_2_bar_45)
  (canContain BedType BookType)
  (canContain BedType CreditCardType)
  (canContain BedType MugType)
  (canContain BedType PillowType)
  (canContain DeskType BookType)
  (canContain DeskType CreditCardType)
  (canContain DeskType MugType)
  (canContain DeskType PillowType)
  (canContain DrawerType BookType)
  (canContain DrawerType CreditCardType)
  (canContain DrawerType MugType)
  (canContain DrawerType PillowType)
  (canContain DresserType BookType)
  (canContain DresserType CreditCardType)
  (canContain DresserType MugType)
  (canContain DresserType PillowType)
  (canContain GarbageCanType CreditCardType)
  (canContain ShelfType BookType)
  (canContain ShelfType CreditCardType)
  (canContain ShelfType MugType)
  (canContain ShelfType PillowType)
  (canContain SideTableType BookType)
  (canContain SideTableType CreditCardType)
  (canContain SideTableType MugType)
  (canContain SideTableType PillowType)
  (receptacleType Dresser_bar__minus_01_dot_36_bar__plus_01_dot_51_bar__plus_02_dot_05 DresserType)
  (receptacleAtLocation Dresser_bar__minus_01_dot_36_bar__plus_01_dot_51_bar__plus_02_dot_05 loc_bar_4_bar__minus_4_bar_0_bar_45)
  (receptacleType GarbageCan_bar__plus_00_dot_65_bar__plus_02_dot_08_bar__minus_02_dot_24 GarbageCanType)
  (receptacleAtLocation GarbageCan_bar__plus_00_dot_65_bar__plus_02_dot_08_bar__minus_02_dot_24 loc_bar__minus_6_bar__minus_3_bar_3_bar_45)
  (receptacleType Shelf_bar__plus_01_dot_49_bar__plus_01_dot_24_bar__plus_00_dot_08 ShelfType)
  (receptacleAtLocation Shelf_bar__plus_01_dot_49_bar__plus_01_dot_24_bar__plus_00_dot_08 loc_bar_4_bar_6_bar_3_bar_15)
  (receptacleType Drawer_bar__plus_01_dot_03_bar__minus_00_dot_67_bar__plus_00_dot_21 DrawerType)
  (receptacleAtLocation Drawer_bar__plus_01_dot_03_bar__minus_00_dot_67_bar__plus_00_dot_21 loc_bar_1_bar_6_bar_3_bar_45)
  (openable Drawer_bar__plus_01_dot_03_bar__minus_00_dot_67_bar__plus_00_dot_21)
  (receptacleType SideTable_bar__plus_00_dot_87_bar__plus_01_dot_35_bar__minus_00_dot_05 SideTableType)
  (receptacleAtLocation SideTable_bar__plus_00_dot_87_bar__plus_01_dot_35_bar__minus_00_dot_05 loc_bar__minus_2_bar__minus_3_bar_0_bar_30)
  (receptacleType Bed_bar__minus_00_dot_96_bar__minus_00_dot_41_bar__plus_02_dot_44 BedType)
  (receptacleAtLocation Bed_bar__minus_00_dot_96_bar__minus_00_dot_41_bar__plus_02_dot_44 loc_bar__minus_3_bar_1_bar_1_bar_15)
  (receptacleType Desk_bar__plus_01_dot_56_bar__minus_02_dot_27_bar__minus_00_dot_73 DeskType)
  (receptacleAtLocation Desk_bar__plus_01_dot_56_bar__minus_02_dot_27_bar__minus_00_dot_73 loc_bar_6_bar__minus_2_bar_3_bar_45)
  (objectType CreditCard_bar__minus_01_dot_79_bar__plus_02_dot_32_bar__plus_01_dot_39 CreditCardType)
  (inReceptacle CreditCard_bar__minus_01_dot_79_bar__plus_02_dot_32_bar__plus_01_dot_39 Dresser_bar__minus_01_dot_36_bar__plus_01_dot_51_bar__plus_02_dot_05)
  (objectAtLocation CreditCard_bar__minus_01_dot_79_bar__plus_02_dot_32_bar__plus_01_dot_39 loc_bar_4_bar__minus_4_bar_0_bar_45)
  (pickupable CreditCard_bar__minus_01_dot_79_bar__plus_02_dot_32_bar__plus_01_dot_39)
  (objectType CreditCard_bar__plus_02_dot_41_bar__plus_01_dot_36_bar__minus_02_dot_11 CreditCardType)
  (inReceptacle CreditCard_bar__plus_02_dot_41_bar__plus_01_dot_36_bar__minus_02_dot_11 SideTable_bar__plus_00_dot_87_bar__plus_01_dot_35_bar__minus_00_dot_05)
  (objectAtLocation CreditCard_bar__plus_02_dot_41_bar__plus_01_dot_36_bar__minus_02_dot_11 loc_bar__minus_2_bar__minus_3_bar_0_bar_30)
  (pickupable CreditCard_bar__plus_02_dot_41_bar__plus_01_dot_36_bar__minus_02_dot_11)
  (objectType Book_bar__plus_02_dot_06_bar__minus_01_dot_96_bar__plus_01_dot_36 BookType)
  (inReceptacle Book_bar__plus_02_dot_06_bar__minus_01_dot_96_bar__plus_01_dot_36 Drawer_bar__plus_01_dot_03_bar__minus_00_dot_67_bar__plus_00_dot_21)
  (objectAtLocation Book_bar__plus_02_dot_06_bar__minus_01_dot_96_bar__plus_01_dot_36 loc_bar_1_bar_6_bar_3_bar_45)
  (pickupable Book_bar__plus_02_dot_06_bar__minus_01_dot_96_bar__plus_01_dot_36)
  (objectType Mug_bar__plus_02_dot_16_bar__minus_01_dot_48_bar__plus_01_dot_24 MugType)
  (inReceptacle Mug_bar__plus_02_dot_16_bar__minus_01_dot_48_bar__plus_01_dot_24 Shelf_bar__plus_01_dot_49_bar__plus_01_dot_24_bar__plus_00_dot_08)
  (objectAtLocation Mug_bar__plus_02_dot_16_bar__minus_01_dot_48_bar__plus_01_dot_24 loc_bar_4_bar_6_bar_3_bar_15)
  (pickupable Mug_bar__plus_02_dot_16_bar__minus_01_dot_48_bar__plus_01_dot_24)
  (cleanable Mug_bar__plus_02_dot_16_bar__minus_01_dot_48_bar__plus_01_dot_24)
  (heatable Mug_bar__plus_02_dot_16_bar__minus_01_dot_48_bar__plus_01_dot_24)
  (coolable Mug_bar__plus_02_dot_16_bar__minus_01_dot_48_bar__plus_01_dot_24)
  (objectType Pillow_bar__plus_02_dot_49_bar__minus_01_dot_05_bar__minus_02_dot_35 PillowType)
  (inReceptacle Pillow_bar__plus_02_dot_49_bar__minus_01_dot_05_bar__minus_02_dot_35 SideTable_bar__plus_00_dot_87_bar__plus_01_dot_35_bar__minus_00_dot_05)
  (objectAtLocation Pillow_bar__plus_02_dot_49_bar__minus_01_dot_05_bar__minus_02_dot_35 loc_bar__minus_2_bar__minus_3_bar_0_bar_30)
  (pickupable Pillow_bar__plus_02_dot_49_bar__minus_01_dot_05_bar__minus_02_dot_35)
)
(:goal
    (and
        (exists (?r - receptacle)
            (exists (?o1 - object)
                (and
                    (objectType ?o1 CreditCardType)
                    (receptacleType ?r DrawerType)
                    (inReceptacle ?o1 ?r)
                    (exists (?o2 - object)
                        (and
                            (not (= ?o1 ?o2))
                            (objectType ?o2 CreditCardType)
                            (receptacleType ?r DrawerType)
                            (inReceptacle ?o2 ?r)
                        )
                    )
                )
            )
        )
    )
)
)

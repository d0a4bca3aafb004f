(define (problem plan_trial_H00000_statue_desklamp)
(:domain alfred)
(:objects
  agent1 - agent
  BookType - otype
  CellPhoneType - otype
  CreditCardType - otype
  DeskLampType - otype
  StatueType - otype
  ArmChairType - rtype
  CoffeeTableType - rtype
  DrawerType - rtype
  DresserType - rtype
  ShelfType - rtype
  SideTableType - rtype
  TVStandType - rtype
  Statue_bar__plus_02_dot_07_bar__plus_02_dot_44_bar__minus_01_dot_08 - object
  Book_bar__plus_01_dot_50_bar__plus_01_dot_56_bar__plus_01_dot_84 - object
  CreditCard_bar__plus_00_dot_69_bar__plus_00_dot_26_bar__minus_01_dot_17 - object
  CellPhone_bar__plus_01_dot_30_bar__minus_00_dot_08_bar__plus_02_dot_34 - object
  DeskLamp_bar__plus_00_dot_85_bar__plus_00_dot_90_bar__minus_00_dot_56 - object
  Drawer_bar__plus_02_dot_08_bar__minus_00_dot_88_bar__minus_01_dot_88 - receptacle
  ArmChair_bar__plus_01_dot_22_bar__minus_00_dot_97_bar__plus_02_dot_23 - receptacle
  TVStand_bar__minus_02_dot_21_bar__plus_00_dot_12_bar__plus_00_dot_60 - receptacle
  CoffeeTable_bar__plus_00_dot_11_bar__minus_02_dot_25_bar__minus_00_dot_08 - receptacle
  SideTable_bar__minus_01_dot_10_bar__plus_02_dot_11_bar__minus_00_dot_01 - receptacle
  Shelf_bar__minus_00_dot_03_bar__minus_01_dot_13_bar__plus_00_dot_60 - receptacle
  Dresser_bar__plus_00_dot_81_bar__plus_01_dot_30_bar__plus_01_dot_11 - receptacle
  loc_bar_2_bar_0_bar_1_bar_60 - location
  loc_bar_3_bar_0_bar_3_bar_15 - location
  loc_bar_5_bar__minus_5_bar_2_bar_45 - location
  loc_bar_7_bar_3_bar_2_bar_60 - location
  loc_bar_7_bar__minus_2_bar_2_bar_15 - location
  loc_bar_7_bar__minus_6_bar_2_bar_15 - location
  loc_bar_8_bar__minus_2_bar_0_bar_45 - location
  loc_bar__minus_1_bar__minus_3_bar_3_bar_45 - location
)
(:init
  (= (total-cost) 0)
  (atLocation agent1 loc_bar_7_bar__minus_6_bar_2_bar_15)
  (canContain ArmChairType BookType)
  (canContain ArmChairType CellPhoneType)
  (canContain ArmChairType CreditCardType)
  (canContain ArmChairType StatueType)
  (canContain CoffeeTableType BookType)
  (canContain CoffeeTableType CellPhoneType)
  (canContain CoffeeTableType CreditCardType)
  (canContain CoffeeTableType StatueType)
  (canContain DrawerType BookType)
  (canContain DrawerType CellPhoneType)
  (canContain DrawerType CreditCardType)
  (canContain DrawerType StatueType)
  (canContain DresserType BookType)
  (canContain DresserType CellPhoneType)
  (canContain DresserType CreditCardType)
  (canContain DresserType StatueType)
  (canContain ShelfType BookType)
  (canContain ShelfType CellPhoneType)
  (canContain ShelfType CreditCardType)
  (canContain ShelfType StatueType)
  (canContain SideTableType BookType)
  (canContain SideTableType CellPhoneType)
  (canContain SideTableType CreditCardType)
  (canContain SideTableType StatueType)
  (canContain TVStandType BookType)
  (canContain TVStandType CellPhoneType)
  (canContain TVStandType CreditCardType)
  (canContain TVStandType StatueType)
  (receptacleType Drawer_bar__plus_02_dot_08_bar__minus_00_dot_88_bar__minus_01_dot_88 DrawerType)
  (receptacleAtLocation Drawer_bar__plus_02_dot_08_bar__minus_00_dot_88_bar__minus_01_dot_88 loc_bar_5_bar__minus_5_bar_2_bar_45)
  (openable Drawer_bar__plus_02_dot_08_bar__minus_00_dot_88_bar__minus_01_dot_88)
  (receptacleType ArmChair_bar__plus_01_dot_22_bar__minus_00_dot_97_bar__plus_02_dot_23 ArmChairType)
  (receptacleAtLocation ArmChair_bar__plus_01_dot_22_bar__minus_00_dot_97_bar__plus_02_dot_23 loc_bar_8_bar__minus_2_bar_0_bar_45)
  (receptacleType TVStand_bar__minus_02_dot_21_bar__plus_00_dot_12_bar__plus_00_dot_60 TVStandType)
  (receptacleAtLocation TVStand_bar__minus_02_dot_21_bar__plus_00_dot_12_bar__plus_00_dot_60 loc_bar_3_bar_0_bar_3_bar_15)
  (receptacleType CoffeeTable_bar__plus_00_dot_11_bar__minus_02_dot_25_bar__minus_00_dot_08 CoffeeTableType)
  (receptacleAtLocation CoffeeTable_bar__plus_00_dot_11_bar__minus_02_dot_25_bar__minus_00_dot_08 loc_bar_2_bar_0_bar_1_bar_60)
  (receptacleType SideTable_bar__minus_01_dot_10_bar__plus_02_dot_11_bar__minus_00_dot_01 SideTableType)
  (receptacleAtLocation SideTable_bar__minus_01_dot_10_bar__plus_02_dot_11_bar__minus_00_dot_01 loc_bar__minus_1_bar__minus_3_bar_3_bar_45)
  (receptacleType Shelf_bar__minus_00_dot_03_bar__minus_01_dot_13_bar__plus_00_dot_60 ShelfType)
  (receptacleAtLocation Shelf_bar__minus_00_dot_03_bar__minus_01_dot_13_bar__plus_00_dot_60 loc_bar_7_bar__minus_2_bar_2_bar_15)
  (receptacleType Dresser_bar__plus_00_dot_81_bar__plus_01_dot_30_bar__plus_01_dot_11 DresserType)
  (receptacleAtLocation Dresser_bar__plus_00_dot_81_bar__plus_01_dot_30_bar__plus_01_dot_11 loc_bar_7_bar_3_bar_2_bar_60)
  (objectType Statue_bar__plus_02_dot_07_bar__plus_02_dot_44_bar__minus_01_dot_08 StatueType)
  (inReceptacle Statue_bar__plus_02_dot_07_bar__plus_02_dot_44_bar__minus_01_dot_08 ArmChair_bar__plus_01_dot_22_bar__minus_00_dot_97_bar__plus_02_dot_23)
  (objectAtLocation Statue_bar__plus_02_dot_07_bar__plus_02_dot_44_bar__minus_01_dot_08 loc_bar_8_bar__minus_2_bar_0_bar_45)
  (pickupable Statue_bar__plus_02_dot_07_bar__plus_02_dot_44_bar__minus_01_dot_08)
  (objectType Book_bar__plus_01_dot_50_bar__plus_01_dot_56_bar__plus_01_dot_84 BookType)
  (inReceptacle Book_bar__plus_01_dot_50_bar__plus_01_dot_56_bar__plus_01_dot_84 Drawer_bar__plus_02_dot_08_bar__minus_00_dot_88_bar__minus_01_dot_88)
  (objectAtLocation Book_bar__plus_01_dot_50_bar__plus_01_dot_56_bar__plus_01_dot_84 loc_bar_5_bar__minus_5_bar_2_bar_45)
  (pickupable Book_bar__plus_01_dot_50_bar__plus_01_dot_56_bar__plus_01_dot_84)
  (objectType CreditCard_bar__plus_00_dot_69_bar__plus_00_dot_26_bar__minus_01_dot_17 CreditCardType)
  (inReceptacle CreditCard_bar__plus_00_dot_69_bar__plus_00_dot_26_bar__minus_01_dot_17 SideTable_bar__minus_01_dot_10_bar__plus_02_dot_11_bar__minus_00_dot_01)
  (objectAtLocation CreditCard_bar__plus_00_dot_69_bar__plus_00_dot_26_bar__minus_01_dot_17 loc_bar__minus_1_bar__minus_3_bar_3_bar_45)
  (pickupable CreditCard_bar__plus_00_dot_69_bar__plus_00_dot_26_bar__minus_01_dot_17)
  (objectType CellPhone_bar__plus_01_dot_30_bar__minus_00_dot_08_bar__plus_02_dot_34 CellPhoneType)
  (inReceptacle CellPhone_bar__plus_01_dot_30_bar__minus_00_dot_08_bar__plus_02_dot_34 Drawer_bar__plus_02_dot_08_bar__minus_00_dot_88_bar__minus_01_dot_88)
  (objectAtLocation CellPhone_bar__plus_01_dot_30_bar__minus_00_dot_08_bar__plus_02_dot_34 loc_bar_5_bar__minus_5_bar_2_bar_45)
  (pickupable CellPhone_bar__plus_01_dot_30_bar__minus_00_dot_08_bar__plus_02_dot_34)
  (objectType DeskLamp_bar__plus_00_dot_85_bar__plus_00_dot_90_bar__minus_00_dot_56 DeskLampType)
  (inReceptacle DeskLamp_bar__plus_00_dot_85_bar__plus_00_dot_90_bar__minus_00_dot_56 SideTable_bar__minus_01_dot_10_bar__plus_02_dot_11_bar__minus_00_dot_01)
  (objectAtLocation DeskLamp_bar__plus_00_dot_85_bar__plus_00_dot_90_bar__minus_00_dot_56 loc_bar__minus_1_bar__minus_3_bar_3_bar_45)
  (toggleable DeskLamp_bar__plus_00_dot_85_bar__plus_00_dot_90_bar__minus_00_dot_56)
)
(:goal
     (and
         (exists (?ot - object ?r - receptacle ?a - agent ?l - location)
             (and
                 (objectType ?ot DeskLampType)
                 (toggleable ?ot)
                 (isToggled ?ot)
                 (receptacleAtLocation ?r ?l)
                 (atLocation ?a ?l)
                 (inReceptacle ?ot ?r)
             )
         )
         (exists (?o - object ?a - agent)
             (and
                 (objectType ?o StatueType)
                 (holds ?a ?o)
             )
         )
     )
)
)

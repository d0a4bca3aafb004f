(define (problem plan_trial_H00006_cup_cabinet)
(:domain alfred)
(:objects
  agent1 - agent
  CupType - otype
  KnifeType - otype
  MugType - otype
  PanType - otype
  SpoonType - otype
  CabinetType - rtype
  CounterTopType - rtype
  FridgeType - rtype
  MicrowaveType - rtype
  ShelfType - rtype
  SinkBasinType - rtype
  Cup_bar__minus_01_dot_32_bar__plus_00_dot_43_bar__plus_01_dot_07 - object
  Pan_bar__minus_01_dot_99_bar__plus_02_dot_49_bar__plus_02_dot_48 - object
  Spoon_bar__plus_00_dot_73_bar__plus_01_dot_04_bar__minus_00_dot_75 - object
  Mug_bar__minus_02_dot_27_bar__minus_00_dot_36_bar__minus_02_dot_16 - object
  Knife_bar__plus_00_dot_05_bar__plus_01_dot_60_bar__minus_00_dot_77 - object
  Sink_bar__minus_00_dot_63_bar__minus_01_dot_58_bar__plus_01_dot_08_bar_SinkBasin - receptacle
  Microwave_bar__plus_01_dot_43_bar__minus_01_dot_57_bar__plus_00_dot_27 - receptacle
  Cabinet_bar__minus_01_dot_95_bar__minus_02_dot_06_bar__plus_01_dot_40 - receptacle
  CounterTop_bar__plus_02_dot_33_bar__plus_01_dot_87_bar__plus_01_dot_60 - receptacle
  Shelf_bar__plus_02_dot_47_bar__minus_00_dot_63_bar__plus_01_dot_10 - receptacle
  Fridge_bar__plus_01_dot_39_bar__minus_00_dot_08_bar__plus_00_dot_78 - receptacle
  loc_bar_2_bar__minus_7_bar_3_bar_30 - location
  loc_bar_3_bar_1_bar_1_bar_0 - location
  loc_bar_4_bar__minus_8_bar_2_bar_45 - location
  loc_bar_7_bar_3_bar_3_bar_30 - location
  loc_bar_7_bar_4_bar_0_bar_60 - location
  loc_bar__minus_1_bar_3_bar_2_bar_30 - location
  loc_bar__minus_5_bar_8_bar_1_bar_15 - location
)
(:init
  (= (total-cost) 0)
  (atLocation agent1 loc_bar_4_bar__minus_8_bar_2_bar_45)
  (canContain CabinetType CupType)
  (canContain CabinetType KnifeType)
  (canContain CabinetType MugType)
  (canContain CabinetType PanType)
  (canContain CabinetType SpoonType)
  (canContain CounterTopType CupType)
  (canContain CounterTopType KnifeType)
  (canContain CounterTopType MugType)
  (canContain CounterTopType PanType)
  (canContain CounterTopType SpoonType)
  (canContain FridgeType CupType)
  (canContain FridgeType MugType)
  (canContain FridgeType PanType)
  (canContain MicrowaveType CupType)
  (canContain MicrowaveType MugType)
  (canContain ShelfType CupType)
  (canContain ShelfType KnifeType)
  (canContain ShelfType MugType)
  (canContain ShelfType PanType)
  (canContain ShelfType SpoonType)
  (canContain SinkBasinType CupType)
  (canContain SinkBasinType KnifeType)
  (canContain SinkBasinType MugType)
  (canContain SinkBasinType PanType)
  (canContain SinkBasinType SpoonType)
  (receptacleType Sink_bar__minus_00_dot_63_bar__minus_01_dot_58_bar__plus_01_dot_08_bar_SinkBasin SinkBasinType)
  (receptacleAtLocation Sink_bar__minus_00_dot_63_bar__minus_01_dot_58_bar__plus_01_dot_08_bar_SinkBasin loc_bar_7_bar_4_bar_0_bar_60)
  (receptacleType Microwave_bar__plus_01_dot_43_bar__minus_01_dot_57_bar__plus_00_dot_27 MicrowaveType)
  (receptacleAtLocation Microwave_bar__plus_01_dot_43_bar__minus_01_dot_57_bar__plus_00_dot_27 loc_bar__minus_1_bar_3_bar_2_bar_30)
  (openable Microwave_bar__plus_01_dot_43_bar__minus_01_dot_57_bar__plus_00_dot_27)
  (receptacleType Cabinet_bar__minus_01_dot_95_bar__minus_02_dot_06_bar__plus_01_dot_40 CabinetType)
  (receptacleAtLocation Cabinet_bar__minus_01_dot_95_bar__minus_02_dot_06_bar__plus_01_dot_40 loc_bar_3_bar_1_bar_1_bar_0)
  (openable Cabinet_bar__minus_01_dot_95_bar__minus_02_dot_06_bar__plus_01_dot_40)
  (receptacleType CounterTop_bar__plus_02_dot_33_bar__plus_01_dot_87_bar__plus_01_dot_60 CounterTopType)
  (receptacleAtLocation CounterTop_bar__plus_02_dot_33_bar__plus_01_dot_87_bar__plus_01_dot_60 loc_bar_7_bar_3_bar_3_bar_30)
  (receptacleType Shelf_bar__plus_02_dot_47_bar__minus_00_dot_63_bar__plus_01_dot_10 ShelfType)
  (receptacleAtLocation Shelf_bar__plus_02_dot_47_bar__minus_00_dot_63_bar__plus_01_dot_10 loc_bar__minus_5_bar_8_bar_1_bar_15)
  (receptacleType Fridge_bar__plus_01_dot_39_bar__minus_00_dot_08_bar__plus_00_dot_78 FridgeType)
  (receptacleAtLocation Fridge_bar__plus_01_dot_39_bar__minus_00_dot_08_bar__plus_00_dot_78 loc_bar_2_bar__minus_7_bar_3_bar_30)
  (openable Fridge_bar__plus_01_dot_39_bar__minus_00_dot_08_bar__plus_00_dot_78)
  (objectType Cup_bar__minus_01_dot_32_bar__plus_00_dot_43_bar__plus_01_dot_07 CupType)
  (inReceptacle Cup_bar__minus_01_dot_32_bar__plus_00_dot_43_bar__plus_01_dot_07 Sink_bar__minus_00_dot_63_bar__minus_01_dot_58_bar__plus_01_dot_08_bar_SinkBasin)
  (objectAtLocation Cup_bar__minus_01_dot_32_bar__plus_00_dot_43_bar__plus_01_dot_07 loc_bar_7_bar_4_bar_0_bar_60)
  (pickupable Cup_bar__minus_01_dot_32_bar__plus_00_dot_43_bar__plus_01_dot_07)
  (cleanable Cup_bar__minus_01_dot_32_bar__plus_00_dot_43_bar__plus_01_dot_07)
  (heatable Cup_bar__minus_01_dot_32_bar__plus_00_dot_43_bar__plus_01_dot_07)
  (coolable Cup_bar__minus_01_dot_32_bar__plus_00_dot_43_bar__plus_01_dot_07)
  (objectType Pan_bar__minus_01_dot_99_bar__plus_02_dot_49_bar__plus_02_dot_48 PanType)
  (inReceptacle Pan_bar__minus_01_dot_99_bar__plus_02_dot_49_bar__plus_02_dot_48 Shelf_bar__plus_02_dot_47_bar__minus_00_dot_63_bar__plus_01_dot_10)
  (objectAtLocation Pan_bar__minus_01_dot_99_bar__plus_02_dot_49_bar__plus_02_dot_48 loc_bar__minus_5_bar_8_bar_1_bar_15)
  (pickupable Pan_bar__minus_01_dot_99_bar__plus_02_dot_49_bar__plus_02_dot_48)
  (cleanable Pan_bar__minus_01_dot_99_bar__plus_02_dot_49_bar__plus_02_dot_48)
  (coolable Pan_bar__minus_01_dot_99_bar__plus_02_dot_49_bar__plus_02_dot_48)
  (objectType Spoon_bar__plus_00_dot_73_bar__plus_01_dot_04_bar__minus_00_dot_75 SpoonType)
  (inReceptacle Spoon_bar__plus_00_dot_73_bar__plus_01_dot_04_bar__minus_00_dot_75 CounterTop_bar__plus_02_dot_33_bar__plus_01_dot_87_bar__plus_01_dot_60)
  (objectAtLocation Spoon_bar__plus_00_dot_73_bar__plus_01_dot_04_bar__minus_00_dot_75 loc_bar_7_bar_3_bar_3_bar_30)
  (pickupable Spoon_bar__plus_00_dot_73_bar__plus_01_dot_04_bar__minus_00_dot_75)
  (cleanable Spoon_bar__plus_00_dot_73_bar__plus_01_dot_04_bar__minus_00_dot_75)
  (objectType Mug_bar__minus_02_dot_27_bar__minus_00_dot_36_bar__minus_02_dot_16 MugType)
  (inReceptacle Mug_bar__minus_02_dot_27_bar__minus_00_dot_36_bar__minus_02_dot_16 Microwave_bar__plus_01_dot_43_bar__minus_01_dot_57_bar__plus_00_dot_27)
  (objectAtLocation Mug_bar__minus_02_dot_27_bar__minus_00_dot_36_bar__minus_02_dot_16 loc_bar__minus_1_bar_3_bar_2_bar_30)
  (pickupable Mug_bar__minus_02_dot_27_bar__minus_00_dot_36_bar__minus_02_dot_16)
  (cleanable Mug_bar__minus_02_dot_27_bar__minus_00_dot_36_bar__minus_02_dot_16)
  (heatable Mug_bar__minus_02_dot_27_bar__minus_00_dot_36_bar__minus_02_dot_16)
  (coolable Mug_bar__minus_02_dot_27_bar__minus_00_dot_36_bar__minus_02_dot_16)
  (objectType Knife_bar__plus_00_dot_05_bar__plus_01_dot_60_bar__minus_00_dot_77 KnifeType)
  (inReceptacle Knife_bar__plus_00_dot_05_bar__plus_01_dot_60_bar__minus_00_dot_77 CounterTop_bar__plus_02_dot_33_bar__plus_01_dot_87_bar__plus_01_dot_60)
  (objectAtLocation Knife_bar__plus_00_dot_05_bar__plus_01_dot_60_bar__minus_00_dot_77 loc_bar_7_bar_3_bar_3_bar_30)
  (pickupable Knife_bar__plus_00_dot_05_bar__plus_01_dot_60_bar__minus_00_dot_77)
  (cleanable Knife_bar__plus_00_dot_05_bar__plus_01_dot_60_bar__minus_00_dot_77)
)
(:goal
    (and
        (exists (?r - receptacle)
            (exists (?o - object)
                (and
                    (inReceptacle ?o ?r)
                    (objectType ?o CupType)
                    (receptacleType ?r CabinetType)
                )
            )
        )
    )
)
)
